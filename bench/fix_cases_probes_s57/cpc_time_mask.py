"""Scores of every context step against every latent step of the same sequence (`F.batch_dot(c, z, transpose_b=True)`, (N, T, T)), the step k ahead the positive: a target mask from `F.eye(t, k=self.k)` of the sequence length, and the masked log-softmax summed over the positives."""
from mxnet.gluon import nn


INPUTS = [(2, 6, 4)]


class Net(nn.HybridBlock):
    def __init__(self, k=1, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.k = k
        with self.name_scope():
            self.ar = nn.Dense(4, in_units=4, flatten=False)

    def hybrid_forward(self, F, z):
        c = F.tanh(self.ar(z))
        scores = F.batch_dot(c, z, transpose_b=True)
        t = z.shape[1]
        target = F.eye(t, k=self.k).expand_dims(0)
        logp = F.log_softmax(scores, axis=2)
        return -(logp * target).sum(axis=(1, 2)) / (t - self.k)
