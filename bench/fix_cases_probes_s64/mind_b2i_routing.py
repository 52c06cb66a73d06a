"""MIND's behaviour-to-interest dynamic routing: behaviour embeddings (B, L, d) mapped by a shared bilinear
matrix, routing logits drawn from a normal distribution of shape `(B, k_max, L)` by `nd.random.normal`
(sizes from `B, L, d = e.shape`), a python number of routing iterations, coupling by softmax over the
interests, candidate interests by `batch_dot`, `squash` (a helper whose `scale * z` is a plain `*` of
(B, K, 1) and (B, K, d)), and the logits updated by the agreement with stopped-gradient behaviours."""
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 6, 4)]


def squash(F, z):
    norm = (z ** 2).sum(axis=-1, keepdims=True)
    scale = norm / (1 + norm) / F.sqrt(norm + 1e-9)
    return scale * z


class Net(nn.HybridBlock):
    def __init__(self, dim=4, k_max=3, iterations=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.k_max = k_max
        self.iterations = iterations
        with self.name_scope():
            self.bilinear = self.params.get('bilinear', shape=(dim, dim))

    def hybrid_forward(self, F, e, bilinear):
        B, L, d = e.shape
        u_hat = F.dot(e, bilinear)
        u_hat_nograd = F.stop_gradient(u_hat)
        b = nd.random.normal(0, 1, shape=(B, self.k_max, L))
        for i in range(self.iterations):
            w = F.softmax(b, axis=1)
            if i < self.iterations - 1:
                u = squash(F, F.batch_dot(w, u_hat_nograd))
                b = b + F.batch_dot(u, u_hat_nograd, transpose_b=True)
            else:
                u = squash(F, F.batch_dot(w, u_hat))
        return u
