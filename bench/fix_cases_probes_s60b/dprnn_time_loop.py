"""A single-direction inter-chunk RNN written by hand: a GRU cell unrolled over the chunk axis by `for s in range(x.shape[3])`, state from `F.zeros((x.shape[0] * x.shape[2], H))`, each step's input `x[:, :, :, s]` folded to `(B * K, N)`, outputs stacked back on the last axis."""
from mxnet.gluon import nn, rnn


INPUTS = [(2, 3, 4, 5)]


class Net(nn.HybridBlock):
    def __init__(self, n=3, hidden=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.hidden = hidden
        with self.name_scope():
            self.cell = rnn.GRUCell(hidden, input_size=n)

    def hybrid_forward(self, F, x):
        B, N, K, S = x.shape
        h = F.zeros((B * K, self.hidden))
        outs = []
        for s in range(S):
            step = x[:, :, :, s].transpose((0, 2, 1)).reshape(B * K, N)
            o, [h] = self.cell(step, [h])
            outs.append(o.reshape(B, K, self.hidden).transpose((0, 2, 1)))
        return F.stack(*outs, axis=3) + x
