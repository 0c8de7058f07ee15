print("demo-runner")
