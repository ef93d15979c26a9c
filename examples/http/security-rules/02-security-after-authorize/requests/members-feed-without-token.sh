curl http://localhost:5000/members/feed
