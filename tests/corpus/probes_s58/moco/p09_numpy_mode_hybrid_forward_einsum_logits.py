"""Numpy-mode (npx.set_np) MoCo v2 logits in `hybrid_forward`: positives by `F.np.einsum("nc,nc->n", q, k)` expanded with `F.np.expand_dims`, negatives by `F.np.dot` with the queue, `F.npx.softmax` and `F.np.log`."""
from mxnet import npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(4, 10), (4, 10)]


class NumpyMoCo(HybridBlock):
    def __init__(self, dim=6, queue_size=8, T=0.2, **kwargs):
        super(NumpyMoCo, self).__init__(**kwargs)
        self.T = T
        with self.name_scope():
            self.encoder = nn.Dense(dim, in_units=10)
            self.queue = self.params.get("queue", shape=(dim, queue_size), grad_req="null")

    def hybrid_forward(self, F, im_q, im_k, queue):
        q = self.encoder(im_q)
        q = q / F.np.linalg.norm(q, axis=1, keepdims=True)
        k = self.encoder(im_k)
        k = k / F.np.linalg.norm(k, axis=1, keepdims=True)
        l_pos = F.np.expand_dims(F.np.einsum("nc,nc->n", q, k), axis=1)
        logits = F.np.concatenate([l_pos, F.np.dot(q, queue)], axis=1) / self.T
        return F.np.log(F.npx.softmax(logits, axis=1))


Net = NumpyMoCo
