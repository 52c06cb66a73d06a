"""ViLT embeddings: text features (B, T, D) from a Dense, image patches by a strided Conv2D flattened by
`reshape((0, 0, -1))` and transposed to (B, N, D), the modality-type table (2, D) Parameter sliced by
`slice_axis` per modality and added by `broadcast_add` after `expand_dims(0)`, a CLS Parameter
`broadcast_like`d to the batch and everything concatenated on the token axis."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 12), (2, 3, 8, 8)]


class ViLTEmbed(HybridBlock):
    def __init__(self, dim=16, patch=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.text = nn.Dense(dim, flatten=False)
            self.patch = nn.Conv2D(dim, kernel_size=patch, strides=patch)
            self.token_type = self.params.get("token_type", shape=(2, dim))
            self.cls = self.params.get("cls", shape=(1, 1, dim))

    def hybrid_forward(self, F, text, image, token_type, cls):
        t = self.text(text)
        p = self.patch(image).reshape((0, 0, -1)).transpose((0, 2, 1))
        t = F.broadcast_add(t, F.slice_axis(token_type, axis=0, begin=0, end=1).expand_dims(0))
        p = F.broadcast_add(p, F.slice_axis(token_type, axis=0, begin=1, end=2).expand_dims(0))
        c = F.broadcast_like(cls, F.slice_axis(p, axis=1, begin=0, end=1))
        return F.concat(t, c, p, dim=1)


Net = ViLTEmbed
