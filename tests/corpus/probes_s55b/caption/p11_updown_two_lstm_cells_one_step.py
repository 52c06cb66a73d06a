"""Bottom-up top-down captioner, one step: an attention LSTM fed `concat(h_lang, mean_feat, word)`, attention over regions from its output, a language LSTM fed `concat(context, h_att)`; states passed as python lists."""
from mxnet.gluon import HybridBlock, nn, rnn

INPUTS = [(2, 6, 4), (2, 3), (2, 5), (2, 5), (2, 5), (2, 5)]


class UpDownStep(HybridBlock):
    def __init__(self, feat_dim=4, embed=3, hidden=5, att_dim=4, vocab=6, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.att_lstm = rnn.LSTMCell(hidden, input_size=hidden + feat_dim + embed)
            self.lang_lstm = rnn.LSTMCell(hidden, input_size=feat_dim + hidden)
            self.v_proj = nn.Dense(att_dim, flatten=False, in_units=feat_dim)
            self.h_proj = nn.Dense(att_dim, in_units=hidden)
            self.score = nn.Dense(1, flatten=False, in_units=att_dim)
            self.out = nn.Dense(vocab, in_units=hidden)

    def hybrid_forward(self, F, feats, word, h_att, c_att, h_lang, c_lang):
        mean_feat = F.mean(feats, axis=1)
        h_att, (h_att, c_att) = self.att_lstm(F.concat(h_lang, mean_feat, word, dim=1), [h_att, c_att])
        e = self.score(F.tanh(F.broadcast_add(self.v_proj(feats), F.expand_dims(self.h_proj(h_att), axis=1))))
        context = F.sum(F.broadcast_mul(feats, F.softmax(e, axis=1)), axis=1)
        h_lang, (h_lang, c_lang) = self.lang_lstm(F.concat(context, h_att, dim=1), [h_lang, c_lang])
        return F.log_softmax(self.out(h_lang)), h_att, c_att, h_lang, c_lang


Net = UpDownStep
