-- The caller of a live sign-in as one JSON array (id, status, roles, projects, access version),
-- or null: what a list's total statement reads alongside its count (callerColumn). As a
-- subquery in that statement it was planned again with every call of the list (a custom plan
-- for the count's values), which cost more than the count itself; a PL/pgSQL function keeps
-- its own plan per connection.
CREATE FUNCTION "caller_row"("caller_session_id" integer, "caller_user_id" integer) RETURNS json LANGUAGE plpgsql STABLE AS $$
BEGIN
	RETURN (
		SELECT json_build_array(
			u.id,
			u.status,
			array(SELECT r.sys_name FROM user_roles ur JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = u.id ORDER BY r.sys_name),
			array(SELECT up.project_id FROM user_projects up WHERE up.user_id = u.id AND up.is_active ORDER BY up.project_id),
			(SELECT v.version::text FROM access_versions v WHERE v.id = 1)
		)
		FROM users u
		JOIN auth_sessions s ON s.id = caller_session_id AND s.user_id = u.id AND s.revoked_at IS NULL AND s.expires_at > now()
		WHERE u.id = caller_user_id
	);
END;
$$;
