// Line editing: being built.
