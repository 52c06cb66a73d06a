"""End-to-end memory network: the controller state updated by adding each hop's read."""
from mxnet.gluon import nn


INPUTS = [(2, 5, 4), (2, 4)]


class Net(nn.HybridBlock):
    def __init__(self, dim=4, hops=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._hops = hops
        with self.name_scope():
            self.embed_a = nn.Dense(dim, in_units=dim, flatten=False)
            self.embed_c = nn.Dense(dim, in_units=dim, flatten=False)

    def hybrid_forward(self, F, story, question):
        u = question
        m, c = self.embed_a(story), self.embed_c(story)
        for _ in range(self._hops):
            p = F.softmax(F.batch_dot(m, u.expand_dims(2)).squeeze(axis=2), axis=1)
            o = F.batch_dot(p.expand_dims(1), c).squeeze(axis=1)
            u += o
        return u
