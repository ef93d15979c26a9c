curl http://localhost:5000/groups/unsafe/group_editor
