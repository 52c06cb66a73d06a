"""Numpy-mode (MXNet 2 style) NetVLAD in `forward`: `b, d = x.shape[:2]` to flatten the map, the soft
assignment by `npx.softmax`, residuals by a plain `-` of (B, K, D) aggregates and the (K, D) centroids
times the (B, K, 1) mass (numpy broadcasting), intra-normalisation by a plain `/` of the keepdims norm."""
from mxnet import np, npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(2, 6, 4, 4)]


class NumpyNetVLAD(HybridBlock):
    def __init__(self, num_clusters=3, dim=6, **kwargs):
        super().__init__(**kwargs)
        self.conv = nn.Conv2D(num_clusters, kernel_size=1, use_bias=False, in_channels=dim)
        self.centroids = self.params.get("centroids", shape=(num_clusters, dim), init="uniform")

    def forward(self, x):
        b, d = x.shape[:2]
        x = x / np.linalg.norm(x, axis=1, keepdims=True)
        a = npx.softmax(self.conv(x).reshape(b, -1, x.shape[2] * x.shape[3]), axis=1)
        x_flat = x.reshape(b, d, -1)
        vlad = np.matmul(a, np.swapaxes(x_flat, 1, 2)) - a.sum(axis=2, keepdims=True) * self.centroids.data()
        vlad = vlad / (np.linalg.norm(vlad, axis=2, keepdims=True) + 1e-12)
        vlad = vlad.reshape(b, -1)
        return vlad / np.linalg.norm(vlad, axis=1, keepdims=True)


Net = NumpyNetVLAD
