"""ViLT embeddings through a method `embed(self, F, token_type, **inputs)` called with `text=` and `image=`
tensors: for each name in a fixed order it adds that modality's row of the (2, D) type table
(`slice_axis` by a python id from a dict) by `broadcast_add`, and the tokens are concatenated."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8), (2, 6, 8)]


class KwargsEmbeddings(HybridBlock):
    def __init__(self, dim=8, **kwargs):
        super().__init__(**kwargs)
        self.type_ids = {"text": 0, "image": 1}
        with self.name_scope():
            self.token_type = self.params.get("token_type", shape=(2, dim))
            self.text_proj = nn.Dense(dim, flatten=False)
            self.patch_proj = nn.Dense(dim, flatten=False)

    def embed(self, F, token_type, **inputs):
        out = []
        for name in ("text", "image"):
            i = self.type_ids[name]
            row = F.slice_axis(token_type, axis=0, begin=i, end=i + 1).expand_dims(0)
            out.append(F.broadcast_add(inputs[name], row))
        return F.concat(*out, dim=1)

    def hybrid_forward(self, F, text, patches, token_type):
        return self.embed(F, token_type, text=self.text_proj(text), image=self.patch_proj(patches))


Net = KwargsEmbeddings
