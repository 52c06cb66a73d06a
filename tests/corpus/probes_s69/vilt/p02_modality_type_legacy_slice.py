"""ViLT modality-type embeddings read as in the PyTorch port: `token_type[1:2]` sliced from the (2, D)
Parameter and broadcast-added to the patch tokens."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8, 8)]


class SlicedTypes(HybridBlock):
    def __init__(self, dim=16, patch=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.patch = nn.Conv2D(dim, kernel_size=patch, strides=patch)
            self.token_type = self.params.get("token_type", shape=(2, dim))

    def hybrid_forward(self, F, image, token_type):
        p = self.patch(image).reshape((0, 0, -1)).transpose((0, 2, 1))
        return F.broadcast_add(p, token_type[1:2].expand_dims(0))


Net = SlicedTypes
