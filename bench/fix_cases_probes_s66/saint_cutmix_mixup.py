"""SAINT's pre-training augmentations: CutMix in input space with a random keep mask (`uniform(shape=...)`
from the input's shape, with `nd`) and a batch permutation (`nd.random.shuffle(nd.arange(b))`), then mixup in
embedding space `lam * e + (1 - lam) * e[index]` with the same permutation; the mixup weight read back with
`.asscalar()` to skip the mix when it is 1."""
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(4, 5)]


class Net(nn.HybridBlock):
    def __init__(self, num_features=5, dim=4, cutmix_p=0.3, lam=0.7, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.cutmix_p = cutmix_p
        self.lam = lam
        with self.name_scope():
            self.embed = nn.Dense(num_features * dim, in_units=num_features)
            self.lam_param = self.params.get('lam', shape=(1,), init='ones')

    def hybrid_forward(self, F, x, lam_param):
        b = x.shape[0]
        index = nd.random.shuffle(nd.arange(b))
        keep = nd.random.uniform(shape=x.shape) > self.cutmix_p
        x = x * keep + F.take(x, index) * (1 - keep)
        emb = self.embed(x).reshape((b, x.shape[1], -1))
        lam = lam_param * self.lam
        if lam.asscalar() < 1.0:
            emb = F.broadcast_mul(emb, lam) + F.broadcast_mul(F.take(emb, index), 1 - lam)
        return emb
