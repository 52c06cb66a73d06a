"""A TCN tagger with attention over the sentence: causal zero padding of the batch's shape, the conv chomped to `x.shape[2]`, a length mask compared with `<` against an arange, and the attention context accumulated over steps with `+=`."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 6), (2,)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv1D(4, 3, padding=2, in_channels=4)
            self.score = nn.Dense(1, in_units=4, flatten=False)

    def hybrid_forward(self, F, x, lengths):
        T = x.shape[2]
        y = F.relu(self.conv(x))[:, :, :T].transpose((0, 2, 1))
        lengths = F.floor(F.abs(lengths) * T) + 1
        mask = F.arange(T).reshape((1, -1)) < lengths.reshape((-1, 1))
        s = F.where(mask, self.score(y).squeeze(axis=2), -1e9 * F.ones((x.shape[0], T)))
        att = F.softmax(s, axis=1)
        ctx = F.zeros((x.shape[0], y.shape[2]))
        for t in range(T):
            ctx += att[:, t:t + 1] * y[:, t, :]
        return ctx
