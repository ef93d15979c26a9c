curl http://localhost:5000/posts
