"""MDN sampler that draws its Gumbel noise with `F.random.uniform(shape=logits.shape)` and multiplies it by a zero temperature."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 10)]


class Net(HybridBlock):
    def __init__(self, components=3, out_dim=2, temperature=0.0, **kwargs):
        super().__init__(**kwargs)
        self.k, self.d, self.temperature = components, out_dim, temperature
        with self.name_scope():
            self.pi = nn.Dense(components, in_units=10)
            self.mu = nn.Dense(components * out_dim, in_units=10)

    def hybrid_forward(self, F, x):
        logits = self.pi(x)
        u = F.random.uniform(low=1e-6, high=1.0, shape=logits.shape)
        choice = F.argmax(logits - self.temperature * F.log(-F.log(u)), axis=1)
        w = F.one_hot(choice, depth=self.k).expand_dims(2)
        return F.sum(F.broadcast_mul(w, self.mu(x).reshape((0, self.k, self.d))), axis=1)
