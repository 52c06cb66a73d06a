"""Bottom-up/top-down attention: the question vector repeated over image regions by `expand_dims` + `broadcast_like`, concatenated with the region features, scored by a non-flattening Dense, softmax over regions, attended image summed and fused with the question for the answer head."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 9, 10), (2, 7)]


class Net(HybridBlock):
    def __init__(self, v_dim=10, q_dim=7, hidden=8, num_answers=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.att = nn.HybridSequential()
            self.att.add(nn.Dense(hidden, activation="relu", flatten=False, in_units=v_dim + q_dim),
                         nn.Dense(1, flatten=False, in_units=hidden))
            self.v_net = nn.Dense(hidden, activation="relu", in_units=v_dim)
            self.q_net = nn.Dense(hidden, activation="relu", in_units=q_dim)
            self.head = nn.Dense(num_answers, in_units=hidden)

    def hybrid_forward(self, F, v, q):
        q_rep = F.broadcast_like(q.expand_dims(1), v, lhs_axes=(1,), rhs_axes=(1,))   # (N, K, q_dim)
        att = F.softmax(self.att(F.concat(v, q_rep, dim=-1)), axis=1)                  # (N, K, 1)
        v_att = F.sum(F.broadcast_mul(att, v), axis=1)                                  # (N, v_dim)
        return self.head(self.v_net(v_att) * self.q_net(q))
