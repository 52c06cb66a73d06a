"""LayoutLM's 2-D position embeddings: normalised box coordinates in [-1, 1] scaled to a 0..99 grid, x embeddings of the left and right edges, y embeddings of the top and bottom, width and height embeddings of the differences, and 1-D positions from `F.arange(x.shape[1])` added to the token embeddings with `+`."""
from mxnet.gluon import nn


INPUTS = [(2, 6, 8), (2, 6, 4)]


class Net(nn.HybridBlock):
    def __init__(self, dim=8, grid=100, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.grid = grid
        with self.name_scope():
            self.x_emb = nn.Embedding(grid, dim)
            self.y_emb = nn.Embedding(grid, dim)
            self.h_emb = nn.Embedding(grid, dim)
            self.w_emb = nn.Embedding(grid, dim)
            self.pos = nn.Embedding(64, dim)

    def hybrid_forward(self, F, x, bbox):
        box = F.floor((bbox + 1) * 0.5 * (self.grid - 1))
        left = self.x_emb(box[:, :, 0])
        upper = self.y_emb(box[:, :, 1])
        right = self.x_emb(box[:, :, 2])
        lower = self.y_emb(box[:, :, 3])
        h = self.h_emb(F.abs(box[:, :, 3] - box[:, :, 1]))
        w = self.w_emb(F.abs(box[:, :, 2] - box[:, :, 0]))
        pos = self.pos(F.arange(x.shape[1])).expand_dims(0)
        return x + pos + left + upper + right + lower + h + w
