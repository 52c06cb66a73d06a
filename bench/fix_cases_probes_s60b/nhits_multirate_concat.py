"""N-HiTS's multi-rate pooling as one block: the window pooled at rates 1, 2 and 4 by `F.Pooling(kernel=(r,), stride=(r,))`, each flattened by `(len(x), -1)`, concatenated, and the forecast of every rate averaged by `F.add_n(*fs) / len(fs)`."""
from mxnet.gluon import nn


INPUTS = [(3, 8)]


class Net(nn.HybridBlock):
    def __init__(self, L=8, h=4, rates=(1, 2, 4), **kwargs):
        super(Net, self).__init__(**kwargs)
        self.rates = rates
        with self.name_scope():
            self.heads = nn.HybridSequential()
            for r in rates:
                self.heads.add(nn.Dense(h, in_units=L // r))

    def hybrid_forward(self, F, x):
        fs = []
        for r, head in zip(self.rates, self.heads):
            p = F.Pooling(x.expand_dims(1), kernel=(r,), stride=(r,), pool_type='avg')
            fs.append(head(p.reshape((len(x), -1))))
        return F.add_n(*fs) / len(fs)
