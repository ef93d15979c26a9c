curl http://localhost:5000/published-posts
