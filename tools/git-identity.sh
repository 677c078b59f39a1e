# SPDX-License-Identifier: GPL-2.0
#
# git-identity.sh, sourced: git_identity REPO gives the commits the tools
# make (steps, git am) an identity when REPO has none configured, as on a
# new machine.
git_identity() {
	git -C "$1" config user.name >/dev/null ||
		export GIT_AUTHOR_NAME="wq-rework" GIT_COMMITTER_NAME="wq-rework"
	git -C "$1" config user.email >/dev/null ||
		export GIT_AUTHOR_EMAIL="wq-rework@localhost" GIT_COMMITTER_EMAIL="wq-rework@localhost"
}
