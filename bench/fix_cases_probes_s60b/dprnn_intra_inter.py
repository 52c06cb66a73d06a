"""A DPRNN block on segmented input `(B, N, K, S)`: the intra-chunk BLSTM over `x.transpose((0, 3, 2, 1)).reshape(B * S, K, N)`, a linear layer and a layer norm, reshaped back by `(B, S, K, N)` and added to the input; then the inter-chunk BLSTM over `(B * K, S, N)` the same way."""
from mxnet.gluon import nn, rnn


INPUTS = [(2, 4, 3, 5)]


class Net(nn.HybridBlock):
    def __init__(self, n=4, hidden=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.intra = rnn.LSTM(hidden, layout='NTC', bidirectional=True, input_size=n)
            self.intra_fc = nn.Dense(n, in_units=2 * hidden, flatten=False)
            self.intra_norm = nn.LayerNorm(in_channels=n)
            self.inter = rnn.LSTM(hidden, layout='NTC', bidirectional=True, input_size=n)
            self.inter_fc = nn.Dense(n, in_units=2 * hidden, flatten=False)
            self.inter_norm = nn.LayerNorm(in_channels=n)

    def hybrid_forward(self, F, x):
        B, N, K, S = x.shape
        intra = x.transpose((0, 3, 2, 1)).reshape(B * S, K, N)
        intra = self.intra_norm(self.intra_fc(self.intra(intra)))
        intra = intra.reshape(B, S, K, N).transpose((0, 3, 2, 1))
        out = intra + x
        inter = out.transpose((0, 2, 3, 1)).reshape(B * K, S, N)
        inter = self.inter_norm(self.inter_fc(self.inter(inter)))
        inter = inter.reshape(B, K, S, N).transpose((0, 3, 1, 2))
        return inter + out
