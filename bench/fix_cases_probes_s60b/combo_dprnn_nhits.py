"""A DPRNN-style chunked encoder feeding an N-HiTS head: the series `(B, L)` padded to a multiple of the chunk by `F.zeros((B, pad))` from `B, L = x.shape`, cut into chunks by `reshape((B, -1, K))`, an intra-chunk GRU and the last chunk's mean, then the knots repeated to the horizon by `repeats=self.h // self.knots` and the last level `x[:, -1:]` added."""
from mxnet.gluon import nn, rnn


INPUTS = [(2, 7)]


class Net(nn.HybridBlock):
    def __init__(self, chunk=3, hidden=4, h=6, knots=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.K, self.h, self.knots = chunk, h, knots
        with self.name_scope():
            self.gru = rnn.GRU(hidden, layout='NTC', input_size=1)
            self.fc = nn.Dense(knots, in_units=hidden)

    def hybrid_forward(self, F, x):
        B, L = x.shape
        pad = (self.K - L % self.K) % self.K
        padded = F.concat(x, F.zeros((B, pad)), dim=1)
        chunks = padded.reshape((B, -1, self.K))
        n_chunks = chunks.shape[1]
        out = self.gru(chunks.reshape((B * n_chunks, self.K, 1)))
        summary = out.reshape((B, n_chunks, self.K, -1))[:, -1].mean(axis=1)
        theta = self.fc(summary)
        forecast = F.repeat(theta, repeats=self.h // self.knots, axis=1)
        return forecast + x[:, -1:]
