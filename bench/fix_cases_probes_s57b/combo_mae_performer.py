"""A masked-autoencoder encoder with linear attention: `N, L, D = x.shape`, the kept patches from an argsort of the noise gathered with a batch index of `F.arange(N)`, elu + 1 features, the normaliser an (N, keep, 1) column multiplied with `*`, and a residual."""
from mxnet.gluon import nn


INPUTS = [(2, 6, 4), (2, 6)]


class Net(nn.HybridBlock):
    def __init__(self, dim=4, keep=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.keep = keep
        with self.name_scope():
            self.qkv = nn.Dense(3 * dim, in_units=dim, flatten=False)

    def hybrid_forward(self, F, x, noise):
        N, L, D = x.shape
        ids = F.argsort(noise, axis=1)[:, :self.keep]
        batch = F.arange(N).reshape((-1, 1)).broadcast_to((N, self.keep))
        x = F.gather_nd(x, F.stack(batch, ids))
        q, k, v = F.split(self.qkv(x), num_outputs=3, axis=-1)
        q = F.LeakyReLU(q, act_type='elu') + 1
        k = F.LeakyReLU(k, act_type='elu') + 1
        kv = F.batch_dot(k, v, transpose_a=True)
        z = 1.0 / (F.batch_dot(q, k.sum(axis=1, keepdims=True), transpose_b=True) + 1e-6)
        return x + F.batch_dot(q, kv) * z
