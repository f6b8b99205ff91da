import SrirachaSession
print("sriracha")
