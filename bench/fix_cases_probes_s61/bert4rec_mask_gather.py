"""BERT4Rec's masked-item head: the position of each row's masked token found by `argmax` over a mask flag, the hidden state there gathered by advanced indexing `h[nd.arange(h.shape[0]), pos]`, and scored against all item embeddings by `F.dot(out, weight, transpose_b=True)`."""
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 5, 4), (2, 5)]


class Net(nn.HybridBlock):
    def __init__(self, num_items=6, dim=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.item_emb = nn.Embedding(num_items, dim)
            self.head = nn.Dense(dim, flatten=False, in_units=dim)

    def hybrid_forward(self, F, h, flags):
        pos = F.argmax(flags, axis=1)
        out = self.head(h)[nd.arange(h.shape[0]), pos]
        return F.dot(out, self.item_emb.weight.data(), transpose_b=True)
