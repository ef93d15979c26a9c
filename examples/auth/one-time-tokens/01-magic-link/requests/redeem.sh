curl -X POST http://localhost:5000/magic-link/redeem \
  -H "Authorization: Bearer $ONE_TIME_TOKEN"
