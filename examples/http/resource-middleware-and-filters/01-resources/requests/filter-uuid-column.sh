curl 'http://localhost:5000/published-posts?filters[userId]=6c1e2a8b'
