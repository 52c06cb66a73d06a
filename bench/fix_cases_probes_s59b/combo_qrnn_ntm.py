"""A QRNN controller driving an NTM read head: gates from a Conv1D read per step as `f[:, :, t]`, each step's hidden state addresses memory by cosine similarity sharpened with `beta * sim` (`beta` is `(n, 1)`), and the reads are stacked over `x.shape[2]` steps."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 3), (2, 4, 5)]


class Net(nn.HybridBlock):
    def __init__(self, hidden=5, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.hidden = hidden
        with self.name_scope():
            self.gates = nn.Conv1D(2 * hidden, 1, in_channels=3)
            self.beta = nn.Dense(1, in_units=hidden)

    def hybrid_forward(self, F, x, mem):
        z, f = F.split(self.gates(x), num_outputs=2, axis=1)
        z, f = F.tanh(z), F.sigmoid(f)
        h = F.zeros((x.shape[0], self.hidden))
        reads = []
        for t in range(x.shape[2]):
            h = f[:, :, t] * h + (1 - f[:, :, t]) * z[:, :, t]
            sim = F.batch_dot(mem, h.expand_dims(2)).squeeze(axis=2)
            sim = sim / (F.norm(mem, axis=2) * F.norm(h, axis=1, keepdims=True) + 1e-8)
            beta = F.Activation(self.beta(h), 'softrelu')
            w = F.softmax(beta * sim, axis=1)
            reads.append(F.batch_dot(w.expand_dims(1), mem).squeeze(axis=1))
        return F.stack(*reads, axis=1)
