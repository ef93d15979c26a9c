curl http://localhost:5000/profiles/0b8f3c2e-6f1d-4d36-9a51-2a7c1c6b9e41
