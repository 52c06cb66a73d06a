"""ViLT image position embeddings: a (1, D, g, g) Parameter grid resized to the patch grid of the image at
hand by `F.contrib.BilinearResize2D(pos, like=patches, mode='like')`, added and flattened to tokens."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 12, 8)]


class InterpolatedPos(HybridBlock):
    def __init__(self, dim=8, patch=4, grid=2, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.patch = nn.Conv2D(dim, kernel_size=patch, strides=patch)
            self.pos = self.params.get("pos", shape=(1, dim, grid, grid))

    def hybrid_forward(self, F, image, pos):
        p = self.patch(image)
        pos = F.contrib.BilinearResize2D(pos, like=F.slice_axis(p, axis=0, begin=0, end=1), mode="like")
        x = F.broadcast_add(p, pos)
        return x.reshape((0, 0, -1)).transpose((0, 2, 1))


Net = InterpolatedPos
