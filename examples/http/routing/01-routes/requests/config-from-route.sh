curl http://localhost:5000/config/posts/42
