"""Proxy-NCA loss: L2-normalised embeddings against L2-normalised proxies, distances scaled by a temperature, the positive proxy taken with `F.pick` and the negatives by `log_softmax`; labels of the same shape as the batch come via `zeros_like`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 10), (4,)]


class ProxyNCA(HybridBlock):
    def __init__(self, num_proxies=5, dim=6, scale=3.0, **kwargs):
        super().__init__(**kwargs)
        self._scale = scale
        with self.name_scope():
            self.proxies = self.params.get("proxies", shape=(num_proxies, dim), init="xavier")

    def hybrid_forward(self, F, emb, label, proxies):
        e = F.L2Normalization(emb) * self._scale
        p = F.L2Normalization(proxies) * self._scale
        dist = F.broadcast_add(F.broadcast_add(F.sum(e * e, axis=1, keepdims=True), -2 * F.dot(e, p, transpose_b=True)),
                               F.sum(p * p, axis=1).expand_dims(0))
        logp = F.log_softmax(-dist, axis=1)
        return -F.pick(logp, label, axis=1) + F.zeros_like(label)


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.embed = nn.Dense(6, in_units=10)
            self.loss = ProxyNCA()

    def hybrid_forward(self, F, x, raw_label):
        return self.loss(self.embed(x), F.clip(F.floor((raw_label + 1) * 2.5), 0, 4))
