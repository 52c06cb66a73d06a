"""HGT masked softmax as a type-annotated module-level helper (`att: NDArray, mask: NDArray -> NDArray`) written with `nd.` calls (`nd.where`, `nd.softmax`), called from `hybrid_forward` on the scores."""
from mxnet import nd
from mxnet.gluon import HybridBlock, nn
from mxnet.ndarray import NDArray

INPUTS = [(5, 8), (4, 8), (4, 5)]


def masked_softmax(att: NDArray, mask: NDArray) -> NDArray:
    return nd.softmax(nd.where(mask > 0, att, nd.ones_like(att) * -1e9), axis=-1)


class AnnotatedHelperAttention(HybridBlock):
    def __init__(self, dim=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.k = nn.Dense(dim, flatten=False)
            self.q = nn.Dense(dim, flatten=False)

    def hybrid_forward(self, F, x_src, x_dst, adj):
        att = F.dot(self.q(x_dst), self.k(x_src), transpose_b=True)
        return F.dot(masked_softmax(att, adj), x_src)


Net = AnnotatedHelperAttention
