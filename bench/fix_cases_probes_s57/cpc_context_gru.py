"""CPC's autoregressive context: a strided conv encoder over the raw signal, the latents put time-major for a GRU, and the context vector taken at the last step that still has `self.k` future latents, `t = z.shape[1] - self.k - 1`, with the future latents `z[:, t + 1:]`."""
from mxnet.gluon import nn, rnn


INPUTS = [(2, 1, 24)]


class Net(nn.HybridBlock):
    def __init__(self, k=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.k = k
        with self.name_scope():
            self.enc = nn.Conv1D(5, 4, strides=2, in_channels=1, activation='relu')
            self.gru = rnn.GRU(6, layout='NTC', input_size=5)
            self.pred = nn.Dense(5, in_units=6)

    def hybrid_forward(self, F, x):
        z = self.enc(x).transpose((0, 2, 1))
        c = self.gru(z)
        t = z.shape[1] - self.k - 1
        ct = c[:, t]
        future = z[:, t + 1:]
        return F.batch_dot(future, self.pred(ct).expand_dims(2)).squeeze(axis=2)
