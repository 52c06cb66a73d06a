"""Kim CNN whose max-over-time pooling is a `F.Pooling` with the kernel set to the conv output's length, `h.shape[2]`, one length per kernel size."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 12)]


class Net(HybridBlock):
    def __init__(self, vocab=50, embed=8, kernel_sizes=(3, 4), channels=5, classes=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.embedding = nn.Embedding(vocab, embed)
            self.convs = nn.HybridSequential()
            for k in kernel_sizes:
                self.convs.add(nn.Conv1D(channels, k, in_channels=embed))
            self.fc = nn.Dense(classes, in_units=channels * len(kernel_sizes))

    def hybrid_forward(self, F, tokens):
        emb = F.transpose(self.embedding(tokens), axes=(0, 2, 1))
        feats = []
        for conv in self.convs:
            h = F.relu(conv(emb))
            feats.append(F.Pooling(h, kernel=(h.shape[2],), pool_type="max").flatten())
        return self.fc(F.concat(*feats, dim=1))
