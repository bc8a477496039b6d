print("rlab")
