"""A module helper `l2n(F, x, **opts)` normalising along `opts["axis"]` by `broadcast_div` with a keepdims
norm (eps from the options), used for the intra-normalisation over D and the global norm over the
flattened descriptor of a GhostVLAD."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 4, 4)]


def l2n(F, x, **opts):
    norm = F.norm(x, axis=opts.get("axis", -1), keepdims=True)
    return F.broadcast_div(x, norm + opts.get("eps", 1e-12))


class OptsGhostVLAD(HybridBlock):
    def __init__(self, num_clusters=3, ghost_clusters=1, dim=6, **kwargs):
        super().__init__(**kwargs)
        self.k = num_clusters
        with self.name_scope():
            self.conv = nn.Conv2D(num_clusters + ghost_clusters, kernel_size=1)
            self.centroids = self.params.get("centroids", shape=(num_clusters, dim), init="uniform")

    def hybrid_forward(self, F, x, centroids):
        x = l2n(F, x, axis=1)
        a = F.slice_axis(F.softmax(self.conv(x).reshape((0, 0, -1)), axis=1), axis=1, begin=0, end=self.k)
        vlad = F.batch_dot(a, x.reshape((0, 0, -1)), transpose_b=True)
        vlad = F.broadcast_sub(vlad, F.broadcast_mul(a.sum(axis=2, keepdims=True), centroids.expand_dims(0)))
        vlad = l2n(F, vlad, axis=2, eps=1e-6)
        return l2n(F, vlad.reshape((0, -1)), axis=1)


Net = OptsGhostVLAD
