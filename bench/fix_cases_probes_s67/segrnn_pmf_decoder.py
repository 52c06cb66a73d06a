"""SegRNN's parallel multi-step forecasting: the encoder's last hidden state (1, B * C, d) repeated once per
output segment, positional embeddings (M, d/2) and channel embeddings (C, d/2) concatenated and tiled over
the batch by `.repeat` with counts from the batch size, one GRU step per segment from the same state, each
output segment predicted by a Dense and reassembled to (B, pred_len, C)."""
from mxnet import init
from mxnet.gluon import nn, rnn


INPUTS = [(2, 24, 3)]


class Net(nn.HybridBlock):
    def __init__(self, seq_len=24, pred_len=12, enc_in=3, seg_len=6, d_model=16, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.seg_len = seg_len
        self.enc_in = enc_in
        self.d_model = d_model
        self.pred_len = pred_len
        self.seg_num_x = seq_len // seg_len
        self.seg_num_y = pred_len // seg_len
        with self.name_scope():
            self.value_embedding = nn.Dense(d_model, in_units=seg_len, flatten=False, activation='relu')
            self.rnn = rnn.GRU(d_model, layout='NTC', input_size=d_model)
            self.pos_emb = self.params.get('pos_emb', shape=(self.seg_num_y, d_model // 2), init=init.Normal())
            self.channel_emb = self.params.get('channel_emb', shape=(enc_in, d_model // 2), init=init.Normal())
            self.predict = nn.Dense(seg_len, in_units=d_model, flatten=False)

    def hybrid_forward(self, F, x, pos_emb, channel_emb):
        batch_size = x.shape[0]
        x = x.transpose((0, 2, 1)).reshape((-1, self.seg_num_x, self.seg_len))
        x = self.value_embedding(x)
        _, hn = self.rnn(x, self.rnn.begin_state(batch_size=batch_size * self.enc_in))
        emb = F.concat(pos_emb.expand_dims(0).repeat(self.enc_in, axis=0),
                       channel_emb.expand_dims(1).repeat(self.seg_num_y, axis=1), dim=-1)
        emb = emb.reshape((-1, 1, self.d_model)).tile((batch_size, 1, 1))
        h0 = hn[0].tile((1, self.seg_num_y)).reshape((1, -1, self.d_model))
        _, hy = self.rnn(emb, [h0])
        y = self.predict(hy[0]).reshape((-1, self.enc_in, self.pred_len))
        return y.transpose((0, 2, 1))
