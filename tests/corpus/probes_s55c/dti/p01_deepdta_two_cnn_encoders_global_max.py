"""DeepDTA: drug SMILES and protein sequence tokens (quantised from the float inputs) embedded, each through a Conv1D stack, globally max-pooled by `F.max(axis=2)` and concatenated into an affinity regressor."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 10), (2, 16)]


class DeepDTA(HybridBlock):
    def __init__(self, drug_vocab=8, prot_vocab=12, dim=6, **kwargs):
        super().__init__(**kwargs)
        self.drug_vocab, self.prot_vocab = drug_vocab, prot_vocab
        with self.name_scope():
            self.drug_emb = nn.Embedding(drug_vocab, dim)
            self.prot_emb = nn.Embedding(prot_vocab, dim)
            self.drug_conv = nn.Conv1D(8, 3, activation="relu")
            self.prot_conv = nn.Conv1D(8, 5, activation="relu")
            self.head = nn.HybridSequential()
            self.head.add(nn.Dense(8, activation="relu"), nn.Dense(1))

    def tokens(self, F, raw, vocab):
        return F.floor((raw + 1) * 0.5 * (vocab - 1) + 0.5)

    def hybrid_forward(self, F, drug_raw, prot_raw):
        d = self.drug_emb(self.tokens(F, drug_raw, self.drug_vocab)).transpose((0, 2, 1))
        p = self.prot_emb(self.tokens(F, prot_raw, self.prot_vocab)).transpose((0, 2, 1))
        d = F.max(self.drug_conv(d), axis=2)
        p = F.max(self.prot_conv(p), axis=2)
        return self.head(F.concat(d, p, dim=1))


Net = DeepDTA
