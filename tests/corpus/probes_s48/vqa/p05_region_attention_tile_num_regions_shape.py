"""Region attention that repeats the question over the regions with `F.tile(q.expand_dims(1), reps=(1, v.shape[1], 1))`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 9, 10), (2, 7)]


class Net(HybridBlock):
    def __init__(self, v_dim=10, q_dim=7, hidden=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.att = nn.Dense(1, flatten=False, in_units=v_dim + q_dim)

    def hybrid_forward(self, F, v, q):
        q_rep = F.tile(q.expand_dims(1), reps=(1, v.shape[1], 1))
        att = F.softmax(self.att(F.concat(v, q_rep, dim=-1)), axis=1)
        return F.sum(F.broadcast_mul(att, v), axis=1)
