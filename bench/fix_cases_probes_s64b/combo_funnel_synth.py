"""A Funnel-style encoder block with Dense-Synthesizer attention: the sequence (cls token kept
apart) is mean-pooled 2x, and the pooled tokens attend with synthesized weights -- a Dense to
`max_len` positions sliced to the pooled length -- over the pooled values; the residual and a
LayerNorm, sizes from `B, L, D = x.shape`."""
from mxnet.gluon import nn


INPUTS = [(2, 9, 8)]


class Net(nn.HybridBlock):
    def __init__(self, dim=8, max_len=8, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.synth = nn.HybridSequential()
            self.synth.add(nn.Dense(dim, in_units=dim, flatten=False, activation='relu'),
                           nn.Dense(max_len, in_units=dim, flatten=False))
            self.value = nn.Dense(dim, in_units=dim, flatten=False)
            self.norm = nn.LayerNorm(in_channels=dim)

    def hybrid_forward(self, F, x):
        B, L, D = x.shape
        cls, body = x[:, :1], x[:, 1:]
        body = F.Pooling(body.transpose((0, 2, 1)), kernel=(2,), stride=(2,), pool_type='avg')
        pooled = F.concat(cls, body.transpose((0, 2, 1)), dim=1)
        n = pooled.shape[1]
        weights = F.softmax(self.synth(pooled)[:, :, :n], axis=-1)
        out = F.batch_dot(weights, self.value(pooled))
        return self.norm(pooled + out)
