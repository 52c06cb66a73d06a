"""A Transformer-XL layer with a mixture-of-softmaxes output: attention of the segment over
`concat(mem, h)`, the new memory as the last `self.mem_len` steps of it, and the output's MoS with the
latents read as `(b * t * self.k, -1)` from `b, t, _ = out.shape`."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 4), (2, 2, 4)]


class Net(nn.HybridBlock):
    def __init__(self, k=2, vocab=5, mem_len=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.k = k
        self.mem_len = mem_len
        with self.name_scope():
            self.kv = nn.Dense(8, in_units=4, flatten=False)
            self.prior = nn.Dense(k, in_units=4, flatten=False)
            self.latent = nn.Dense(k * 4, in_units=4, flatten=False, activation='tanh')
            self.decoder = nn.Dense(vocab, in_units=4)

    def hybrid_forward(self, F, h, mem):
        cat = F.concat(mem, h, dim=1)
        k, v = F.split(self.kv(cat), num_outputs=2, axis=2)
        att = F.softmax(F.batch_dot(h, k, transpose_b=True), axis=-1)
        out = F.batch_dot(att, v) + h
        new_mem = cat[:, cat.shape[1] - self.mem_len:]
        b, t, _ = out.shape
        prior = F.softmax(self.prior(out), axis=-1).reshape((b * t, self.k, 1))
        latent = self.latent(out).reshape((b * t * self.k, -1))
        probs = F.softmax(self.decoder(latent), axis=-1).reshape((b * t, self.k, -1))
        return F.log((probs * prior).sum(axis=1) + 1e-8).reshape((b, t, -1)), new_mem
