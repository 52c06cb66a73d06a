"""Adaptive softmax with one tail cluster: the head scores the shortlist plus a cluster token whose log-probability joins the tail's."""
from mxnet.gluon import nn


INPUTS = [(3, 4)]


class Net(nn.HybridBlock):
    def __init__(self, dim=4, shortlist=3, tail=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.head = nn.Dense(shortlist + 1, in_units=dim)
            self.tail_proj = nn.Dense(2, in_units=dim)
            self.tail_out = nn.Dense(tail, in_units=2)

    def hybrid_forward(self, F, h):
        head_logp = F.log_softmax(self.head(h), axis=-1)
        tail_logp = F.log_softmax(self.tail_out(self.tail_proj(h)), axis=-1)
        tail_logp = tail_logp + head_logp[:, -1:]
        return F.concat(head_logp[:, :-1], tail_logp, dim=1)
