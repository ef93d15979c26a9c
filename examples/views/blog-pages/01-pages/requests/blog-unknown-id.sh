curl http://localhost:5000/blog/0f5d8a36-5d3e-4a52-9d0c-2b7c1f6f0a11
