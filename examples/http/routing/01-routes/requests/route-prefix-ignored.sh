curl http://localhost:5000/api/v1/posts/42
