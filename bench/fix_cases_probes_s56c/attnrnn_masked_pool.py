"""Masked mean pooling of GRU outputs: a float mask from `F.arange(x.shape[1])` against lengths, `h * mask.expand_dims(2)` summed over steps and divided by the (B, 1) lengths, with a max pool added."""
from mxnet.gluon import nn, rnn


INPUTS = [(2, 6, 3), (2,)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.gru = rnn.GRU(4, layout='NTC', input_size=3)
            self.fc = nn.Dense(2, in_units=8)

    def hybrid_forward(self, F, x, lengths):
        h = self.gru(x)
        lengths = F.floor(F.abs(lengths) * x.shape[1]) + 1
        mask = (F.arange(x.shape[1]).expand_dims(0) < lengths.expand_dims(1)).astype('float32')
        mean = (h * mask.expand_dims(2)).sum(axis=1) / lengths.expand_dims(1)
        mx_ = (h - 1e4 * (1 - mask.expand_dims(2))).max(axis=1)
        return self.fc(F.concat(mean, mx_, dim=1))
