curl http://localhost:5000/names/posts
