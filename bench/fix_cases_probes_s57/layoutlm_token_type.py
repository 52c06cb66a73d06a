"""Token-type and segment ids in a LayoutLM embedding layer: the token type defaults to zeros of the ids' shape (`F.zeros(ids.shape)`), the segment of each token is whether its position passes the question length held on the block, and the sum is normalised by LayerNorm."""
from mxnet.gluon import nn


INPUTS = [(2, 7)]


class Net(nn.HybridBlock):
    def __init__(self, dim=6, question_len=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.question_len = question_len
        with self.name_scope():
            self.word = nn.Embedding(20, dim)
            self.tok_type = nn.Embedding(2, dim)
            self.segment = nn.Embedding(2, dim)
            self.norm = nn.LayerNorm(in_channels=dim)

    def hybrid_forward(self, F, ids):
        ids = F.floor((ids + 1) * 9.5)
        token_type = F.zeros(ids.shape)
        seg = F.arange(ids.shape[1]) >= self.question_len
        seg = F.broadcast_to(seg.reshape((1, -1)), ids.shape)
        emb = self.word(ids) + self.tok_type(token_type) + self.segment(seg)
        return self.norm(emb)
