"""ELMo's token mask from the character ids (a word whose characters are all zero is padding), the sentence lengths read on the host by `mask.sum(axis=1).asnumpy()`, and the top layer zeroed past each length with a python loop writing `out[b, n:] = 0`."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 3)]


class Net(nn.HybridBlock):
    def __init__(self, c=3, d=5, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.fc = nn.Dense(d, in_units=c, flatten=False)

    def hybrid_forward(self, F, chars):
        ids = F.relu(chars)
        mask = ids.sum(axis=2) > 0.5
        lengths = mask.sum(axis=1).asnumpy().astype(int)
        out = self.fc(ids)
        for b in range(len(lengths)):
            out[b, int(lengths[b]):] = 0
        return out
