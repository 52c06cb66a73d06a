"""Kim (2014) CNN for sentence classification: word embeddings transposed to NCW, one Conv1D per kernel size in a registered list, max over time by `F.max(axis=2)`, the pooled features concatenated, dropout and a Dense classifier."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 12)]


class Net(HybridBlock):
    def __init__(self, vocab=50, embed=8, kernel_sizes=(2, 3, 4), channels=5, classes=3, dropout=0.5, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.embedding = nn.Embedding(vocab, embed)
            self.convs = nn.HybridSequential()
            for k in kernel_sizes:
                self.convs.add(nn.Conv1D(channels, k, activation="relu", in_channels=embed))
            self.dropout = nn.Dropout(dropout)
            self.fc = nn.Dense(classes, in_units=channels * len(kernel_sizes))

    def hybrid_forward(self, F, tokens):
        emb = self.embedding(tokens).transpose((0, 2, 1))      # (N, E, T)
        pooled = [F.max(conv(emb), axis=2) for conv in self.convs]
        return self.fc(self.dropout(F.concat(*pooled, dim=1)))
